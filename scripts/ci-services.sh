#!/usr/bin/env bash
# Brings up what the test suites need on a Debian machine, doing only what is missing, so it is
# safe to run any number of times: MariaDB (root over TCP without a password, database `test`),
# Redis on 6379, Debian's chromium for the browser tests (playwright-core drives
# /usr/bin/chromium; `npx playwright install` is never used), and Debian's nginx, which the proxy
# tests run with docker/nginx.conf (they start and stop it themselves).
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
apt_updated=0
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
  $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# --- MariaDB -------------------------------------------------------------------------------
if ! command -v mariadbd >/dev/null 2>&1 && [ ! -x /usr/sbin/mariadbd ]; then
  echo "ci-services: installing MariaDB"
  apt_install mariadb-server mariadb-client
fi
if ! mariadb-admin ping --silent >/dev/null 2>&1; then
  echo "ci-services: starting MariaDB"
  $SUDO mkdir -p /run/mysqld
  $SUDO chown mysql:mysql /run/mysqld
  if [ ! -d /var/lib/mysql/mysql ]; then
    $SUDO mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
  fi
  $SUDO start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql
  for _ in $(seq 1 100); do
    mariadb-admin ping --silent >/dev/null 2>&1 && break
    sleep 0.1
  done
  mariadb-admin ping --silent >/dev/null
fi
# Root over TCP with an empty password (out of the box root is unix_socket only). When that
# already works, the socket may not let this user in, so the ALTER is only run when needed.
if ! mariadb -h127.0.0.1 -P3306 -uroot --protocol=TCP -e "CREATE DATABASE IF NOT EXISTS test" >/dev/null 2>&1; then
  $SUDO mariadb -uroot -e "ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket; CREATE DATABASE IF NOT EXISTS test;"
fi
mariadb -h127.0.0.1 -P3306 -uroot --protocol=TCP -e "select 1" test >/dev/null
echo "ci-services: MariaDB up on 127.0.0.1:3306"

# --- Redis ---------------------------------------------------------------------------------
if ! redis-cli ping >/dev/null 2>&1; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "ci-services: installing Redis"
    apt_install redis-server
  fi
  echo "ci-services: starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 50); do
    redis-cli ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  redis-cli ping >/dev/null
fi
echo "ci-services: Redis up on 127.0.0.1:6379"
# Sentinel for the Redis failover test (test/e2e/redis-failover.test.ts), which starts and kills its
# own redis-server and redis-sentinel processes on other ports. Only the binary is wanted: a
# policy-rc.d that refuses keeps the package's own Sentinel service (port 26379) from starting.
if ! command -v redis-sentinel >/dev/null 2>&1; then
  echo "ci-services: installing redis-sentinel"
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
    apt_install redis-sentinel
    $SUDO rm -f /usr/sbin/policy-rc.d
    trap - EXIT
  else
    apt_install redis-sentinel
  fi
fi
echo "ci-services: redis-sentinel at $(command -v redis-sentinel)"

# --- Chromium ------------------------------------------------------------------------------
if [ ! -x /usr/bin/chromium ]; then
  echo "ci-services: installing chromium"
  apt_install chromium
fi
echo "ci-services: chromium at /usr/bin/chromium"

# --- nginx ---------------------------------------------------------------------------------
if [ ! -x /usr/sbin/nginx ]; then
  echo "ci-services: installing nginx"
  # Only the binary is wanted: a policy-rc.d that refuses keeps the package's own service (port 80)
  # from starting, and is removed again however the install ends.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt_install nginx-light
fi
echo "ci-services: nginx at /usr/sbin/nginx"
