# Node 24 LTS is the site's runtime. Sourced (`. scripts/use-node-24.sh`) on a machine whose Node is
# older, it puts Node 24's own binary first on the PATH, fetched once from the npm registry (the
# node-linux-<arch> package) into ~/.cache; with Node 24 or later already there it does nothing.
node_version=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) node_arch=$(uname -m) ;;
  esac
  node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/site-node-$node_version"
  node_bin="$node_dir/node_modules/node-linux-$node_arch/bin"
  if [ ! -x "$node_bin/node" ]; then
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$node_dir" \
      "node-linux-$node_arch@$node_version" >/dev/null
  fi
  export PATH="$node_bin:$PATH"
fi
