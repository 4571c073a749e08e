import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ACTIONS,
  type Channel,
  canDoChannelAction,
  canDoItemAction,
  type EditorialState,
  newsStatus,
  type PublicationState,
  type WorkflowState,
} from './workflow';

const item = (editorial: EditorialState, ...states: [Channel, PublicationState][]): WorkflowState => ({
  editorial,
  publications: states.map(([channel, state]) => ({ channel, state })),
});

describe('newsStatus', () => {
  it('shows the editorial state while no channel has been published', () => {
    expect(newsStatus(item('in_preparation'))).toBe('in_preparation');
    expect(newsStatus(item('ready_to_publish'))).toBe('ready_to_publish');
    expect(newsStatus(item('in_preparation', ['linkedin', 'scheduled']))).toBe('ready_to_publish');
  });

  it('is publishing while any channel job runs, published while any channel is live', () => {
    expect(newsStatus(item('ready_to_publish', ['web', 'published'], ['x', 'publishing']))).toBe(
      'publishing',
    );
    expect(newsStatus(item('ready_to_publish', ['web', 'published'], ['x', 'failed']))).toBe('published');
  });

  it('is not published once every publication has ended, unless one is still scheduled', () => {
    expect(newsStatus(item('ready_to_publish', ['web', 'unpublished'], ['x', 'failed']))).toBe(
      'not_published',
    );
    expect(newsStatus(item('ready_to_publish', ['web', 'unpublished'], ['x', 'scheduled']))).toBe(
      'ready_to_publish',
    );
    // Publishing approves the item (ready); sending it back afterwards returns it to its writers.
    expect(newsStatus(item('in_preparation', ['web', 'unpublished']))).toBe('in_preparation');
  });
});

describe('item actions', () => {
  it('marks ready only what is in preparation', () => {
    expect(canDoItemAction(item('in_preparation'), 'mark_ready')).toBe(true);
    expect(canDoItemAction(item('ready_to_publish'), 'mark_ready')).toBe(false);
  });

  it('sends back what is ready or no longer published, never what is live', () => {
    expect(canDoItemAction(item('ready_to_publish'), 'send_back')).toBe(true);
    expect(canDoItemAction(item('ready_to_publish', ['web', 'unpublished']), 'send_back')).toBe(true);
    expect(canDoItemAction(item('ready_to_publish', ['web', 'published']), 'send_back')).toBe(false);
    expect(canDoItemAction(item('in_preparation'), 'send_back')).toBe(false);
  });
});

describe('channel actions', () => {
  it('acts on one channel whatever the others do', () => {
    const state = item('ready_to_publish', ['web', 'published'], ['linkedin', 'scheduled'], ['x', 'failed']);
    expect(canDoChannelAction(state, 'web', 'unpublish')).toBe(true);
    expect(canDoChannelAction(state, 'web', 'publish')).toBe(false);
    expect(canDoChannelAction(state, 'linkedin', 'cancel_schedule')).toBe(true);
    expect(canDoChannelAction(state, 'x', 'publish')).toBe(true);
    expect(canDoChannelAction(state, 'newsletter', 'schedule')).toBe(true);
    expect(canDoChannelAction(state, 'newsletter', 'unpublish')).toBe(false);
  });

  it('never lets a running job be acted upon', () => {
    const state = item('ready_to_publish', ['web', 'publishing']);
    for (const action of Object.keys(CHANNEL_ACTIONS) as (keyof typeof CHANNEL_ACTIONS)[]) {
      expect(canDoChannelAction(state, 'web', action)).toBe(false);
    }
  });
});
