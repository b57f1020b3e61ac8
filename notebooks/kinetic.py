"""Runs Kinetic's command line tools for the notebooks and reads what they print.

The notebooks never reimplement Kinetic's mathematics: every number they plot comes from the
`kinetic` (or `kinetic-bench`) binary, found through the environment variable `KINETIC`
(`KINETIC_BENCH`), else in `.build/release` or `.build/debug` of the repository, whichever is
newer.
"""

import io
import json
import os
import subprocess
import tempfile
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parent.parent


class KineticError(RuntimeError):
    """A kinetic command exited with a non-zero status; carries its stderr."""


def binary(name="kinetic", variable="KINETIC"):
    """Path of the built `name` executable: `$variable`, else the newest build in .build."""
    if os.environ.get(variable):
        return os.environ[variable]
    built = [ROOT / ".build" / c / name for c in ("release", "debug")]
    built = [p for p in built if p.exists()]
    if not built:
        raise FileNotFoundError(
            f"{name} is not built: run 'swift build --product {name}' or set ${variable}")
    return str(max(built, key=lambda p: p.stat().st_mtime))


def run(*arguments, program="kinetic", variable="KINETIC", timeout=600):
    """Runs the program with `arguments` and returns its standard output.

    Raises KineticError, naming the command and quoting its stderr, on a non-zero exit, so that
    a notebook cell fails with the tool's own message.
    """
    command = [binary(program, variable), *map(str, arguments)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        shown = " ".join(_shown(a) for a in command)
        raise KineticError(f"{shown} exited {result.returncode}:\n{result.stderr.strip()}")
    return result.stdout


def _shown(argument):
    """One argument as the error message quotes it: long sample lists elided."""
    if len(argument) > 80:
        argument = argument[:60] + f"…({len(argument)} characters)"
    return repr(argument) if " " in argument else argument


def csv(*arguments):
    """Runs `kinetic arguments...` and parses its CSV output."""
    return pd.read_csv(io.StringIO(run(*arguments)))


def json_output(*arguments):
    """Runs `kinetic arguments...` and parses its JSON output."""
    return json.loads(run(*arguments))


def numbers(values):
    """A comma-separated list for `--progress`/`--at`, each number printed so it round-trips."""
    return ",".join(repr(float(v)) for v in values)


def sampled(arguments, option, points, *options, chunk=2000):
    """Runs `kinetic arguments... option P1,P2,... options...` and parses the CSV, splitting
    long point lists over several runs (Linux limits one argument to 128 KiB)."""
    points = list(points)
    frames = [csv(*arguments, option, numbers(points[i:i + chunk]), *options)
              for i in range(0, len(points), chunk)]
    return pd.concat(frames, ignore_index=True)


def eval_progress(spec, progress):
    """`kinetic eval SPEC --progress ...` → DataFrame with progress, value, velocity."""
    return sampled(["eval", spec], "--progress", progress)


def eval_time(spec, times, *options):
    """`kinetic eval SPEC --at ... options...` → DataFrame with time, value, velocity."""
    return sampled(["eval", spec], "--at", times, *options)


def figures_directory():
    """Where figures go: `$KINETIC_FIGURES` (set by Scripts/notebooks.sh), else a temp dir."""
    directory = Path(os.environ.get("KINETIC_FIGURES")
                     or Path(tempfile.gettempdir()) / "kinetic-figures")
    directory.mkdir(parents=True, exist_ok=True)
    return directory


def save(figure, name):
    """Saves `figure` as `name`.png and checks that the file exists and is not empty, so that a
    plot that failed to render fails the notebook."""
    path = figures_directory() / f"{name}.png"
    figure.savefig(path, dpi=100, bbox_inches="tight")
    assert path.exists() and path.stat().st_size > 0, f"figure {path} was not written"
    return path
