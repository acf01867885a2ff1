"""Modules whose JAX use sits only inside unannotated bodies: mypy checks no call of
theirs, so under `--num-workers` no call hook of the plugin fires in them."""
