import equinox as eqx
import jax
import jax.numpy as jnp


class GatedUnit(eqx.Module):
    w: jax.Array
    v: jax.Array
    gate: callable

    def __call__(self, x):
        return (x @ self.w) * self.gate(x @ self.v)


@jax.jit
def apply_batch(unit, xs):
    return jax.vmap(unit)(xs)


key_w, key_v = jax.random.split(jax.random.key(4))
unit = GatedUnit(
    w=jax.random.normal(key_w, (6, 3)),
    v=jax.random.normal(key_v, (6, 3)),
    gate=jax.nn.sigmoid,
)
out = apply_batch(unit, jnp.ones((10, 6)))
print("gated output:", out.shape, float(out.mean()))
