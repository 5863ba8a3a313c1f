# syntax=docker/dockerfile:1
# Souk's server image: the API (apps/api/dist/server.js) serving the built front ends. One image for
# every instance; compose.yaml runs two of them behind Caddy, as `pnpm start:cluster` does on a machine.
# Not built on the project's machines (no Docker daemon there): it mirrors the tested script.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1 CI=true
# pnpm pinned with its hash in package.json "packageManager"
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile
# what `pnpm start` builds: every app and the packages they use (also the API's demo template)
RUN pnpm turbo run build --filter=./apps/*...
# run time needs the production dependencies only
RUN pnpm install --prod --frozen-lockfile --offline

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# the only writable place: uploaded media and the mail outbox (PGlite too, without DATABASE_URL)
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8000
# readiness, not liveness: an instance whose database does not answer is reported unhealthy
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
