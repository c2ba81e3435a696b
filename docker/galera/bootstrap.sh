#!/bin/sh
# galera1's entrypoint: bootstraps a new cluster the first time only (an empty data directory).
# Later starts join the others like any node. If the whole cluster ever went down, start the node
# with the most recent data first, with `safe_to_bootstrap: 1` in its grastate.dat and
# --wsrep-new-cluster (docs/operations.md, "A cluster that lost every node").
set -e
if [ ! -e /var/lib/mysql/grastate.dat ]; then
  set -- "$@" --wsrep-new-cluster
fi
exec docker-entrypoint.sh "$@"
