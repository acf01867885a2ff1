"""`jaxthink-typing check`: mypy with the plugin, its `jax-*` reports at the mistakes'
own places, in text, JSON, SARIF or GitHub's workflow commands, against a baseline.

One module per concern: `project_config` (the user's mypy configuration, and a temporary
one with the plugin added), `toml_text` (writing it), `mypy_run` and `progress` (running
mypy in-process, with a progress line), `mypy_output` (reading its JSON lines),
`placing` (a report filed at a call, moved to the mistake), `reports` (what is shown),
`source_places` (lines and enclosing functions), `baseline`, `formats/`, and `command`
(the subcommand itself).
"""
