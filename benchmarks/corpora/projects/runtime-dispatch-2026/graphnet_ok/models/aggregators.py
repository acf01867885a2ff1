"""Neighbourhood aggregations and graph-level readouts."""
import jax.numpy as jnp

from .. import scatter
from ..registry import register_aggregator, register_readout


@register_aggregator("sum")
def sum_aggregate(messages, receivers, num_nodes):
    return scatter.scatter_sum(messages, receivers, num_nodes)


@register_aggregator("mean")
def mean_aggregate(messages, receivers, num_nodes):
    total = scatter.scatter_sum(messages, receivers, num_nodes)
    count = scatter.scatter_count(receivers, num_nodes)
    return total / jnp.maximum(count, 1.0)[:, None]


@register_aggregator("max")
def max_aggregate(messages, receivers, num_nodes):
    return scatter.scatter_max(messages, receivers, num_nodes)


@register_readout("sum")
def sum_readout(h):
    return jnp.sum(h, axis=0)


@register_readout("mean")
def mean_readout(h):
    return jnp.mean(h, axis=0)
