"""Soft mixture over several equinox heads, vectorised with filter_vmap."""
import equinox as eqx
import jax
import jax.numpy as jnp


class Mixture(eqx.Module):
    heads: jax.Array
    gate: jax.Array
    num_heads: int = eqx.field(static=True)
    hard: bool = eqx.field(static=True)

    def __init__(self, key, width, num_heads, hard=False):
        self.heads = jnp.stack([jnp.eye(width) * (i + 1) for i in range(num_heads)])
        self.gate = jax.random.normal(key, (width, num_heads))
        self.num_heads = num_heads
        self.hard = hard

    def __call__(self, x):
        logits = x @ self.gate
        if self.hard:
            weights = jax.nn.one_hot(jnp.argmax(logits), self.num_heads)
        else:
            weights = jax.nn.softmax(logits)
        outs = jnp.stack([jnp.tanh(x @ self.heads[i]) for i in range(self.num_heads)])
        return weights @ outs


@eqx.filter_jit
def mix_batch(model, xs):
    return eqx.filter_vmap(model)(xs)


if __name__ == "__main__":
    xs = jax.random.normal(jax.random.PRNGKey(1), (5, 3))
    print(mix_batch(Mixture(jax.random.PRNGKey(0), 3, 4), xs))
    print(mix_batch(Mixture(jax.random.PRNGKey(0), 3, 4, hard=True), xs))
