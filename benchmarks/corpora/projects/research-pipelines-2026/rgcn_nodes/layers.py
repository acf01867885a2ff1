import equinox as eqx
import jax
import jax.numpy as jnp

from .messages import relational_message


class RelGraphConv(eqx.Module):
    rel_weights: list
    self_weight: jax.Array
    bias: jax.Array

    def __init__(self, in_dim, out_dim, num_relations, key):
        keys = jax.random.split(key, num_relations + 1)
        scale = jnp.sqrt(2.0 / (in_dim + out_dim))
        self.rel_weights = [scale * jax.random.normal(k, (in_dim, out_dim)) for k in keys[:-1]]
        self.self_weight = scale * jax.random.normal(keys[-1], (in_dim, out_dim))
        self.bias = jnp.zeros((out_dim,))

    def __call__(self, h, graph, norm):
        msgs = jax.vmap(relational_message, in_axes=(0, 0, None, 0))(
            h[graph["senders"]], graph["edge_types"], self.rel_weights, norm
        )
        agg = jax.ops.segment_sum(msgs, graph["receivers"], num_segments=h.shape[0])
        return agg + h @ self.self_weight + self.bias
