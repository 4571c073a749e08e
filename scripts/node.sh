#!/bin/sh
# The npm scripts' Node: the project's, once bootstrap.mjs has brought it into .tools/, else the
# machine's, which bootstrap.mjs then uses only to bring it. With it, a start is one Node, not two.
node="$(dirname "$0")/../.tools/node_modules/.bin/node"
[ -x "$node" ] || node=node
exec "$node" "$@"
