-- Run once, on galera1's first start (the cluster's bootstrap; Galera replicates it to the others).
-- HAProxy's mysql-check logs in as this user: no password, no privileges, from the proxy only in a
-- real deployment (replace '%' with the proxy's address).
CREATE USER IF NOT EXISTS 'haproxy'@'%';
