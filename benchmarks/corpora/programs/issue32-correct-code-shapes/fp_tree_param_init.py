import math

import jax
import jax.numpy as jnp

SPEC = {
    "embed": {"table": ((100, 16), jnp.float32, "normal")},
    "encoder": {
        "kernel": ((16, 32), jnp.float32, "fan_in"),
        "bias": ((32,), jnp.float32, "zeros"),
        "scale": ((32,), jnp.bfloat16, "ones"),
    },
    "head": {"kernel": ((32, 4), jnp.float32, "fan_in")},
}

is_spec = lambda s: isinstance(s, tuple) and len(s) == 3 and isinstance(s[0], tuple)


def init_leaf(key, spec):
    shape, dtype, kind = spec
    if kind == "zeros":
        return jnp.zeros(shape, dtype)
    if kind == "ones":
        return jnp.ones(shape, dtype)
    std = 1.0 / math.sqrt(shape[0]) if kind == "fan_in" else 0.02
    return (std * jax.random.normal(key, shape)).astype(dtype)


@jax.jit
def init_params(key):
    leaves, treedef = jax.tree.flatten(SPEC, is_leaf=is_spec)
    keys = jax.tree.unflatten(treedef, list(jax.random.split(key, len(leaves))))
    return jax.tree.map(init_leaf, keys, SPEC, is_leaf=is_spec)


@jax.jit
def count_and_norm(params):
    sizes = jax.tree.map(lambda p, s: math.prod(s[0]), params, SPEC, is_leaf=is_spec)
    norms = jax.tree.map(lambda p: jnp.linalg.norm(p.astype(jnp.float32)), params)
    return sum(jax.tree.leaves(sizes)), norms


params = init_params(jax.random.PRNGKey(0))
print(jax.tree.map(lambda p: (p.shape, p.dtype.name), params))
n, norms = count_and_norm(params)
print(n, {k: {kk: round(float(v), 3) for kk, v in d.items()} for k, d in norms.items()})
