import equinox as eqx
import jax.numpy as jnp

from . import features, guards, pool, util


@eqx.filter_jit
def reconstruction_error(x, factors):
    errs = []
    for f in factors:
        back = pool.upsample(pool.downsample(x, f), f)
        errs.append(jnp.mean((back - x) ** 2))
    return jnp.stack(errs)


@eqx.filter_jit
def energy_at(x, factor):
    return features.energy_at(x, factor).mean()


def eager_checks(x, factor):
    small = pool.downsample(x, factor)
    util.check_finite(small, "pooled")
    return guards.finite_inputs(pool.upsample(small, factor)).shape


def scale_report(x, factors):
    errs = reconstruction_error(x, tuple(factors))
    return {f: round(float(e), 4) for f, e in zip(factors, errs)} | {"energy@2": float(energy_at(x, 2))}
