# shellcheck shell=bash
# Sourced by .ci/run (and usable by hand: `source .ci/use-node.sh`): puts a Node the project
# supports first on PATH (decision 0119). CI runs the suite on Node 24 (the current LTS): the
# machine's own node stays when it is 24 or newer; an older one (the machines ship 20, end of life
# since 2026-04-30; package.json's engines accept 22.12 for `npm start`) is
# replaced by Node $FOLIO_NODE_VERSION from the npm registry, the package node-linux-<arch> — the
# only place CI fetches Node from; npm checks the tarball against the registry's integrity hash.
# It is unpacked once into a cache outside the repository and reused. npm stays the machine's npm,
# run by the new node. Bump FOLIO_NODE_VERSION to move CI to a newer Node 24 release.

FOLIO_NODE_VERSION="${FOLIO_NODE_VERSION:-24.22.3}"
FOLIO_NODE_CACHE="${FOLIO_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/folio-node}"

# True when `node` on PATH is Node 24 or newer, what CI runs the suite on.
folio_node_supported() {
  command -v node >/dev/null 2>&1 &&
    node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null
}

# Unpacks node-linux-<arch>@FOLIO_NODE_VERSION into the cache (once) and prints its folder.
folio_fetch_node() {
  local arch dir tmp
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node: no node-linux package for $(uname -m); install Node 24 or newer" >&2 && return 1 ;;
  esac
  dir="$FOLIO_NODE_CACHE/$FOLIO_NODE_VERSION-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "use-node: fetching node-linux-$arch@$FOLIO_NODE_VERSION from the npm registry into $dir" >&2
    mkdir -p "$FOLIO_NODE_CACHE"
    tmp="$(mktemp -d "$FOLIO_NODE_CACHE/.fetch-XXXXXX")"
    # Unpacked beside the cache and moved into place whole, so a cut-off fetch is never mistaken for a Node.
    if ! (cd "$tmp" && npm pack "node-linux-$arch@$FOLIO_NODE_VERSION" --silent >/dev/null &&
      tar -xzf node-linux-"$arch"-*.tgz && ./package/bin/node --version >/dev/null); then
      rm -rf "$tmp"
      echo "use-node: could not fetch node-linux-$arch@$FOLIO_NODE_VERSION" >&2
      return 1
    fi
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  printf '%s\n' "$dir"
}

if folio_node_supported; then
  echo "use-node: the machine's node $(node --version)" >&2
else
  echo "use-node: node $(node --version 2>/dev/null || echo 'is missing') is older than 24" >&2
  folio_node_dir="$(folio_fetch_node)" || return 1 2>/dev/null || exit 1
  export PATH="$folio_node_dir/bin:$PATH"
  hash -r
  folio_node_supported || { echo "use-node: $folio_node_dir/bin/node does not run here" >&2 && { return 1 2>/dev/null || exit 1; }; }
  echo "use-node: node $(node --version) from $folio_node_dir, npm $(npm --version)" >&2
fi
