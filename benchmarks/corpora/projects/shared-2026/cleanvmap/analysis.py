import functools

import jax
import jax.numpy as jnp

from . import ensemble, losses, member, stats, train, util


@functools.partial(jax.jit, static_argnames=("temperature",))
def member_losses(params, x, y, temperature):
    ws = jnp.ones((util.num_members(params), x.shape[0]))
    return losses.all_losses(params, x, y, ws, temperature)


@functools.partial(jax.jit, static_argnames=("temperature", "lr"))
def step_and_compare(params, x, y, key, temperature, lr):
    new, loss = train.step(params, x, y, key, temperature=temperature, lr=lr)
    delta = ensemble.predict_mean(new, x, temperature) - ensemble.predict_mean(params, x, temperature)
    return new, loss, jnp.abs(delta).mean()


def first_member(params):
    return jax.tree.map(lambda p: p[0], params)


def eager_single(params, x, temperature):
    one = first_member(params)
    return float(member.apply(one, x[0], temperature)), util.numel(one["w1"])


def weight_counts(key, n, draws=3):
    return [stats.host_quantiles(stats.bootstrap_weights(k, n), (0.5, 1.0)).tolist() for k in jax.random.split(key, draws)]
