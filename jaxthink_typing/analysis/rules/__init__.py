"""The checks, one module per error code: `jax-traced-bool` lives in `traced_bool.py`.

Each module builds its code's messages (in one place) and holds its fix texts and the
detection that needs no more than values; the evaluator and the call handlers decide where
a check applies.
"""
