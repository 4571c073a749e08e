# syntax=docker/dockerfile:1
# Gaceta in one image: the compiled API, which serves the back-office, the widget and the WordPress
# plugin (docs/deployment.md). The same image runs the API (the default command) and the job worker
# (`node --enable-source-maps apps/api/dist/worker.js`), as `npm run serve` and `npm run worker` do.
# scripts/dockerfile.test.ts lints this file and runs its install and start steps outside a container.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace installed and built as `npm run build` builds it.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN npm install --global pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && node scripts/build.ts

# Only what the API loads at run time: its production dependencies, where its bundle imports them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install --global pnpm@12.21.0
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches/ patches/
COPY apps/api/package.json apps/api/
COPY packages/shared/package.json packages/shared/
RUN pnpm install --frozen-lockfile --prod --filter @gaceta/api...

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=deps /app/apps/api/package.json apps/api/package.json
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
COPY --from=build /app/packages/widget/dist packages/widget/dist
COPY --from=build /app/packages/wp-plugin/dist packages/wp-plugin/dist
# The embedded database, local files and the outbox, when no DATABASE_URL, S3_* or SMTP_URL is set.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Readiness (/ready: the database answers and its migrations are current), which is what Docker's
# health gates: compose starts the proxy once replicas are healthy. /health stays the liveness check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
