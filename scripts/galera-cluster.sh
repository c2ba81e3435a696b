#!/usr/bin/env bash
# A three-node MariaDB Galera cluster on this machine, for the cluster tests (test/cluster/) and the
# cluster benches. Not a production recipe: docs/operations.md has that.
#
#   scripts/galera-cluster.sh start        bring all three nodes up (a fresh cluster when none runs)
#   scripts/galera-cluster.sh stop         stop every node and remove the data
#   scripts/galera-cluster.sh kill N       SIGKILL node N (a crash: no goodbye to the others)
#   scripts/galera-cluster.sh restart N    start node N again; it rejoins (IST from a peer's gcache)
#   scripts/galera-cluster.sh status       one line per node: port, pid, wsrep state, cluster size
#
# Node N (1..3) listens for SQL on 127.0.0.1:331N, for group communication on 456(6+N), for
# incremental state transfer on 457(6+N) and for rsync state transfer on 444(3+N); its data and
# generated my.cnf live in $GALERA_DIR/nodeN (default /tmp/kobo-galera). Root logs in over TCP
# without a password. Every node runs `mariadbd --defaults-file=<its own my.cnf>` as user mysql, so
# nothing of /etc/mysql (the main server's settings) reaches it, nor its SST scripts.
#
# Idempotent: `start` starts only the nodes that are not running, and installs galera-4 and rsync
# with apt when they are missing. When no node runs it throws the old data away and bootstraps a new
# cluster from node 1 (the tests make their own databases; a fresh cluster starts in seconds).
set -euo pipefail

DIR=${GALERA_DIR:-/tmp/kobo-galera}
PROVIDER=/usr/lib/galera/libgalera_smm.so
NODES=(1 2 3)
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

sql_port() { echo $((3310 + $1)); }
gcomm_port() { echo $((4566 + $1)); }
ist_port() { echo $((4576 + $1)); }
sst_port() { echo $((4443 + $1)); }
node_dir() { echo "$DIR/node$1"; }
socket() { echo "$(node_dir "$1")/mysqld.sock"; }
pid_of() {
  local f
  f="$(node_dir "$1")/node.pid"
  [ -s "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null && cat "$f"
}
cluster_address() { echo "gcomm://127.0.0.1:$(gcomm_port 1),127.0.0.1:$(gcomm_port 2),127.0.0.1:$(gcomm_port 3)"; }
q() { mariadb --protocol=TCP -h127.0.0.1 -P"$(sql_port "$1")" -uroot -N -B -e "$2" 2>/dev/null; }
log() { echo "galera-cluster: $*" >&2; }

install_packages() {
  local missing=()
  [ -e "$PROVIDER" ] || missing+=(galera-4)
  command -v rsync >/dev/null 2>&1 || missing+=(rsync)
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server mariadb-client)
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

write_config() {
  local n=$1 d
  d=$(node_dir "$n")
  mkdir -p "$d/data" "$d/tmp"
  cat >"$d/my.cnf" <<EOF
[mysqld]
user=mysql
datadir=$d/data
# Not /tmp: a starting mariadbd (and mariadb-install-db) deletes every #sql… file in its tmpdir, and
# in /tmp those are the live temporary tables of the machine's main server.
tmpdir=$d/tmp
socket=$d/mysqld.sock
pid-file=$d/mysqld.pid
log-error=$d/error.log
bind-address=127.0.0.1
port=$(sql_port "$n")
skip-name-resolve=0
# Small: three of these share a 2-core machine with everything else.
innodb_buffer_pool_size=64M
innodb_log_file_size=48M
innodb_flush_log_at_trx_commit=2
performance_schema=OFF
max_connections=400
# What Galera requires, and what Kobo needs of it (docs/operations.md).
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=$PROVIDER
wsrep_cluster_name=kobo_test
wsrep_cluster_address=$(cluster_address)
wsrep_node_name=node$n
wsrep_node_address=127.0.0.1:$(gcomm_port "$n")
wsrep_node_incoming_address=127.0.0.1:$(sql_port "$n")
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:$(sst_port "$n")
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$(gcomm_port "$n");ist.recv_addr=127.0.0.1:$(ist_port "$n");gcache.size=128M;evs.suspect_timeout=PT3S;evs.inactive_timeout=PT6S;evs.install_timeout=PT6S"
wsrep_slave_threads=2

[client]
socket=$d/mysqld.sock
EOF
  chown -R mysql:mysql "$d"
}

# Waits until node N answers SQL and says it is Synced.
wait_synced() {
  local n=$1 i state
  for i in $(seq 1 600); do
    if [ -z "$(pid_of "$n" || true)" ] && [ "$i" -gt 50 ]; then
      log "node $n exited while starting; the end of $(node_dir "$n")/error.log:"
      tail -n 30 "$(node_dir "$n")/error.log" >&2 || true
      return 1
    fi
    state=$(q "$n" "SHOW STATUS LIKE 'wsrep_local_state_comment'" | cut -f2 || true)
    [ "$state" = "Synced" ] && return 0
    sleep 0.2
  done
  log "node $n did not reach Synced in 120 s (state: ${state:-no answer}); the end of its error.log:"
  tail -n 30 "$(node_dir "$n")/error.log" >&2 || true
  return 1
}

launch() {
  local n=$1
  shift
  local d
  d=$(node_dir "$n")
  # setsid: the node outlives the shell (and the jest worker) that started it, until `stop`. It
  # execs mariadbd (this shell's children share its process group), so $! is the server's pid, known
  # before the server writes its own pid file.
  setsid /usr/sbin/mariadbd --defaults-file="$d/my.cnf" "$@" </dev/null >>"$d/console.log" 2>&1 &
  echo $! >"$d/node.pid"
}

bootstrap() {
  log "bootstrapping a new cluster in $DIR"
  stop_all
  local n
  for n in "${NODES[@]}"; do write_config "$n"; done
  local d
  d=$(node_dir 1)
  mariadb-install-db --defaults-file="$d/my.cnf" --auth-root-authentication-method=normal --skip-test-db >"$d/install.log" 2>&1 || {
    cat "$d/install.log" >&2
    return 1
  }
  launch 1 --wsrep-new-cluster
  wait_synced 1
  # Root over TCP from 127.0.0.1 without a password, as the tests and the main server's CI setup use it.
  mariadb -S "$(socket 1)" -uroot -e "
    CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY '';
    GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
    CREATE USER IF NOT EXISTS 'root'@'%' IDENTIFIED BY '';
    GRANT ALL PRIVILEGES ON *.* TO 'root'@'%' WITH GRANT OPTION;
    CREATE DATABASE IF NOT EXISTS test;"
  join 2
  join 3
}

# A node with no data takes a full copy (rsync SST) from a donor; one that ran before catches up
# with IST from a peer's gcache when the peer still holds what it missed.
join() {
  local n=$1
  if [ -n "$(pid_of "$n" || true)" ]; then return 0; fi
  [ -f "$(node_dir "$n")/my.cnf" ] || write_config "$n"
  local position
  position=$(recovered_position "$n")
  if [ -n "$position" ]; then
    launch "$n" --wsrep_start_position="$position"
  else
    launch "$n"
  fi
  wait_synced "$n"
}

# A node that crashed (kill -9) leaves seqno -1 in grastate.dat: started as it is, it would not know
# how far it got and would ask for a full copy (rsync SST), during which the donor refuses writes.
# What systemd's galera_recovery does: read the last committed position from InnoDB with
# --wsrep-recover, and start from it, so the node asks only for what it missed (IST).
recovered_position() {
  local n=$1 d
  d=$(node_dir "$n")
  grep -q '^seqno: *-1' "$d/data/grastate.dat" 2>/dev/null || return 0
  /usr/sbin/mariadbd --defaults-file="$d/my.cnf" --wsrep-recover --log-error="$d/recover.log" </dev/null >/dev/null 2>&1 || return 0
  sed -n 's/.*WSREP: Recovered position: *\([0-9a-f-]*:[0-9-]*\).*/\1/p' "$d/recover.log" | tail -n 1
}

running_nodes() {
  local n
  for n in "${NODES[@]}"; do [ -n "$(pid_of "$n" || true)" ] && echo "$n"; done
  return 0
}

start() {
  install_packages
  local up
  up=$(running_nodes)
  if [ -z "$up" ]; then
    bootstrap
  else
    local n
    for n in "${NODES[@]}"; do join "$n"; done
  fi
  status
}

stop_all() {
  local n pid
  for n in "${NODES[@]}"; do
    pid=$(pid_of "$n" || true)
    [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true
  done
  for n in "${NODES[@]}"; do
    for _ in $(seq 1 100); do
      pid=$(pid_of "$n" || true)
      [ -z "$pid" ] && break
      sleep 0.1
    done
  done
  # The rsync daemons an interrupted state transfer may leave behind listen on our SST ports.
  local p
  for n in "${NODES[@]}"; do
    p=$(node_dir "$n")/rsync_sst.pid
    [ -s "$p" ] && kill "$(cat "$p")" 2>/dev/null || true
  done
  rm -rf "$DIR"
}

kill_node() {
  local n=$1 pid
  pid=$(pid_of "$n" || true)
  [ -z "$pid" ] && { log "node $n is not running"; return 0; }
  kill -9 "$pid"
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
}

status() {
  local n pid
  for n in "${NODES[@]}"; do
    pid=$(pid_of "$n" || true)
    if [ -z "$pid" ]; then
      echo "node$n 127.0.0.1:$(sql_port "$n") down"
    else
      echo "node$n 127.0.0.1:$(sql_port "$n") pid $pid $(q "$n" "SHOW STATUS WHERE Variable_name IN ('wsrep_local_state_comment','wsrep_cluster_size')" | tr '\t\n' '= ')"
    fi
  done
}

node_arg() {
  case "${1:-}" in
  1 | 2 | 3) echo "$1" ;;
  *)
    log "a node number (1, 2 or 3) is needed"
    exit 2
    ;;
  esac
}

case "${1:-}" in
start) start ;;
stop) stop_all ;;
kill) kill_node "$(node_arg "${2:-}")" ;;
restart)
  n=$(node_arg "${2:-}")
  kill_node "$n"
  join "$n"
  ;;
status) status ;;
*)
  echo "usage: $0 start|stop|kill N|restart N|status" >&2
  exit 2
  ;;
esac
