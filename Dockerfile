# syntax=docker/dockerfile:1
# Multi-stage image of the app on the embedded dataset: build with the full toolchain, run the
# standalone output as a non-root user. `docker build -t rx-price-finder .`
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    LOCAL_DATA_DIR=/var/lib/rx-price-finder
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home /app app \
  && mkdir -p /var/lib/rx-price-finder && chown app:app /var/lib/rx-price-finder
# The standalone folder holds the server, the traced node_modules, static assets and the dataset.
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
EXPOSE 3000
VOLUME ["/var/lib/rx-price-finder"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The memory settings of `npm start` (start-server.sh; docs/operations.md, Memory).
CMD ["sh", "start-server.sh"]
