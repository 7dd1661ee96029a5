#!/bin/bash
# Runs once, when the MariaDB volume is empty (docker-entrypoint-initdb.d). One database and one
# user per service: a service can read and write only its own tables (DESIGN.md §2).
# Each user's password comes from <SERVICE>_DB_PASSWORD in the container's environment.
set -euo pipefail
for service in identity site notifications wallet campaigns investments repayments verification; do
  var="$(echo "$service" | tr '[:lower:]-' '[:upper:]_')_DB_PASSWORD"
  password="${!var:-${service}-dev-password}"
  password_sql="${password//\'/\'\'}"
  mariadb -uroot -p"${MARIADB_ROOT_PASSWORD}" <<SQL
CREATE DATABASE IF NOT EXISTS \`cf_${service}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '${service}'@'%' IDENTIFIED BY '${password_sql}';
GRANT ALL PRIVILEGES ON \`cf_${service}\`.* TO '${service}'@'%';
SQL
done
mariadb -uroot -p"${MARIADB_ROOT_PASSWORD}" -e 'FLUSH PRIVILEGES;'
