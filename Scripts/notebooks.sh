#!/usr/bin/env bash
# Executes every notebook in notebooks/ headless with nbclient, as the test command does; any
# cell error, timeout or failed assertion (each notebook asserts that its figures were
# written) fails the run.
#
#   Scripts/notebooks.sh [--keep DIR] [NAME...]
#   Scripts/notebooks.sh --strip       clears every notebook's outputs in place (before a commit)
#
# NAME selects notebooks by file name (without .ipynb); --keep DIR keeps the executed
# notebooks and their PNG figures in DIR. The notebooks call the binaries named by $KINETIC and
# $KINETIC_BENCH; when those are unset this script builds the debug products and points at them.
# Notebooks are committed without outputs; this script refuses one that has them.
# Python comes from the project environment .venv that Scripts/bootstrap.sh makes (Debian's
# system Python refuses pip installs, PEP 668); without one, `python3` on PATH is used if it has
# the packages.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -x .venv/bin/python ]; then
  # On PATH too, so the notebook kernels and anything they start run in the same environment.
  export PATH="$PWD/.venv/bin:$PATH"
  python="$PWD/.venv/bin/python"
else
  python=python3
fi

keep=""
names=()
while (($#)); do
  case "$1" in
    --keep) [ $# -ge 2 ] || { echo "error: missing value for '--keep'" >&2; exit 2; }
            keep="$2"; shift 2 ;;
    --strip)
      "$python" - notebooks/*.ipynb <<'PY'
import sys
import nbformat

for path in sys.argv[1:]:
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    # A run records the exact Python version; keep only what selects the kernel.
    nb.metadata["language_info"] = {"name": "python"}
    nbformat.write(nb, path)
PY
      exit 0 ;;
    -h | --help) sed -n '2,16s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "error: unknown option '$1'; see 'Scripts/notebooks.sh --help'" >&2; exit 2 ;;
    *) names+=("$1"); shift ;;
  esac
done

if ! "$python" -c "import nbclient, nbformat, ipykernel, matplotlib, pandas" 2>/dev/null; then
  echo "error: the notebooks' Python packages are missing; run Scripts/bootstrap.sh" \
    "(it installs them into .venv)" >&2
  exit 1
fi

if [ -z "${KINETIC:-}" ]; then
  swift build --product kinetic >&2
  export KINETIC="$PWD/.build/debug/kinetic"
fi
if [ -z "${KINETIC_BENCH:-}" ]; then
  swift build --product kinetic-bench >&2
  export KINETIC_BENCH="$PWD/.build/debug/kinetic-bench"
fi

# The kernels run in notebooks/, so relative paths would point at the wrong place.
KINETIC="$(realpath "$KINETIC")"
KINETIC_BENCH="$(realpath "$KINETIC_BENCH")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  export KINETIC_FIGURES="$(cd "$keep" && pwd)"
else
  export KINETIC_FIGURES="$work"
fi

"$python" - "$work" "$KINETIC_FIGURES" "${keep:+$KINETIC_FIGURES}" "${names[@]}" <<'PY'
import os, re, shutil, sys, time
import nbformat
from nbclient import NotebookClient
from jupyter_client.manager import KernelManager
from nbclient.exceptions import CellExecutionError, CellTimeoutError

CELL_TIMEOUT = 300  # seconds; the slowest cell (kinetic verify in a debug build) takes far less

ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")

work, figures, keep, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
notebooks = sorted(f for f in os.listdir("notebooks") if f.endswith(".ipynb"))
if names:
    unknown = [n for n in names if n.removesuffix(".ipynb") + ".ipynb" not in notebooks]
    if unknown:
        sys.exit(f"error: no notebook named {', '.join(unknown)} in notebooks/")
    notebooks = [n for n in notebooks if n.removesuffix(".ipynb") in
                 {m.removesuffix(".ipynb") for m in names}]

passed, failed = 0, []
for name in notebooks:
    path = os.path.join("notebooks", name)
    nb = nbformat.read(path, as_version=4)
    committed_outputs = [i for i, c in enumerate(nb.cells)
                         if c.cell_type == "code" and (c.outputs or c.execution_count)]
    if committed_outputs:
        failed.append(name)
        print(f"FAIL {name}: committed with outputs in cells {committed_outputs}; strip them")
        continue
    # Kernels talk over Unix sockets in the scratch folder rather than loopback TCP.
    kernel = KernelManager(kernel_name="python3", transport="ipc",
                           ip=os.path.join(work, f"kernel-{name}"))
    client = NotebookClient(nb, km=kernel, timeout=CELL_TIMEOUT,
                            resources={"metadata": {"path": "notebooks"}})
    # Each notebook gets its own figure folder (the kernel inherits this environment), so a
    # figure left by an earlier notebook or run cannot pass for this one's.
    own_figures = os.path.join(figures, name.removesuffix(".ipynb"))
    shutil.rmtree(own_figures, ignore_errors=True)
    os.makedirs(own_figures)
    os.environ["KINETIC_FIGURES"] = own_figures
    start = time.monotonic()
    try:
        client.execute()
    except (CellExecutionError, CellTimeoutError) as error:
        failed.append(name)
        # Tracebacks come coloured from IPython; the log is plain text.
        print(f"FAIL {name}:\n" + ANSI_ESCAPE.sub("", str(error)))
    else:
        pngs = sorted(f for f in os.listdir(own_figures) if f.endswith(".png"))
        if not pngs:
            failed.append(name)
            print(f"FAIL {name}: drew no figure")
        else:
            passed += 1
            print(f"ok   {name} ({time.monotonic() - start:.1f} s; {', '.join(pngs)})")
    finally:
        if kernel.has_kernel:
            kernel.shutdown_kernel()
        if keep:
            nbformat.write(nb, os.path.join(keep, name))
    sys.stdout.flush()

print(f"notebooks: {passed} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)
PY
