import equinox as eqx
import jax
import jax.numpy as jnp

from . import losses, stats, train, util


@eqx.filter_jit
def weight_stats(net):
    w = net.hidden.w
    fan = w.shape[0]
    return {"rms": stats.rms(w), "scaled": stats.rms(w) * util.inv_sqrt(fan), "expected": util.inv_sqrt(fan, 0.0)}


@eqx.filter_jit
def lookahead(net, opt_state, x, y):
    before = losses.batch_loss(net, x, y)
    net2, _, _ = train.step(net, opt_state, x, y)
    return before, losses.batch_loss(net2, x, y)


def feature_moments(x):
    mu, var = stats.moments(jnp.asarray(x))
    return float(jnp.abs(mu).max()), float(jnp.mean(var))


def noise_scales(variances=(0.5, 1.0, 4.0)):
    key = jax.random.PRNGKey(3)
    return [float(jnp.std(stats.scaled_normal(jax.random.normal(key, (256,)), v))) for v in variances]
