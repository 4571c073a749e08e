/**
 * Why a signed-in user may not open a screen, thrown by the route guards (features/auth/require-permission.ts)
 * and shown by the route's error screen as "You do not have permission" with the way back, rather
 * than a redirect that leaves them wondering where the screen went:
 * - `roles`: an office user whose roles do not give them the screen;
 * - `office`: an admin acting as themselves on an office's screen (they act as one of its users first);
 * - `admin`: an office user on a screen of the provider's administrators.
 */
export class ForbiddenScreen extends Error {
  constructor(readonly reason: 'roles' | 'office' | 'admin') {
    super(`screen forbidden (${reason})`);
    this.name = 'ForbiddenScreen';
  }
}
