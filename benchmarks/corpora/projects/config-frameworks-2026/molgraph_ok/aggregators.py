import jax
import jax.numpy as jnp


def sum_aggregate(messages, receivers, num_nodes):
    return jax.ops.segment_sum(messages, receivers, num_segments=num_nodes)


def mean_aggregate(messages, receivers, num_nodes):
    total = jax.ops.segment_sum(messages, receivers, num_segments=num_nodes)
    count = jax.ops.segment_sum(jnp.ones((messages.shape[0], 1), messages.dtype), receivers, num_segments=num_nodes)
    return total / jnp.maximum(count, 1.0)


def max_aggregate(messages, receivers, num_nodes):
    out = jax.ops.segment_max(messages, receivers, num_segments=num_nodes)
    return jnp.where(jnp.isfinite(out), out, 0.0)
