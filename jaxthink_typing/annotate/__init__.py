"""`annotate`: propose the Static/Traced marks of a package's public API, from what the
engine finds when every parameter is traced (`inference.py`), as a report, a diff or edits.

`runner.annotate(targets)` gives a `runner.Report` of `findings.FunctionFinding`s;
`command.py` is the command line (`python -m jaxthink_typing annotate`), which imports
the rest (mypy, the engine) only when the subcommand runs.
"""
