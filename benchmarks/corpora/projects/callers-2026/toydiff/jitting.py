import functools

import jax

jit_cfg = functools.partial(jax.jit, static_argnames=("apply_fn", "cfg"))
