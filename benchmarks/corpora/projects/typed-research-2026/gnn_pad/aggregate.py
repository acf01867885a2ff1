import jax
import jax.numpy as jnp


def neighbourhood_mean(messages, receivers, edge_mask, self_messages):
    n = jnp.max(receivers) + 1
    msg = messages * edge_mask[:, None]
    total = jax.ops.segment_sum(msg, receivers, num_segments=n) + self_messages
    count = jax.ops.segment_sum(edge_mask, receivers, num_segments=n) + 1.0
    return total / count[:, None]


def neighbourhood_max(messages, receivers, edge_mask, self_messages):
    msg = jnp.where(edge_mask[:, None] > 0, messages, -jnp.inf)
    out = jax.ops.segment_max(msg, receivers, num_segments=self_messages.shape[0])
    return jnp.maximum(out, self_messages)


AGGREGATORS = {"mean": neighbourhood_mean, "max": neighbourhood_max}
