import equinox as eqx
import jax
import jax.numpy as jnp


class MessagePassing(eqx.Module):
    message: eqx.nn.Linear
    update: eqx.nn.Linear

    def __init__(self, hidden, key):
        k1, k2 = jax.random.split(key)
        self.message = eqx.nn.Linear(2 * hidden, hidden, key=k1)
        self.update = eqx.nn.Linear(2 * hidden, hidden, key=k2)

    def __call__(self, h, senders, receivers):
        pairs = jnp.concatenate([h[senders], h[receivers]], axis=-1)
        msgs = jax.nn.relu(jax.vmap(self.message)(pairs))
        agg = jax.ops.segment_sum(msgs, receivers, num_segments=h.shape[0])
        return h + jax.nn.tanh(jax.vmap(self.update)(jnp.concatenate([h, agg], axis=-1)))
