import jax

from . import member, stats


def member_loss(params, x, y, w, temperature):
    err = (member.apply(params, x, temperature) - y) ** 2
    return stats.weighted_mean(err, w)


def all_losses(params, x, y, ws, temperature):
    return jax.vmap(member_loss, in_axes=(0, None, None, 0, None))(params, x, y, ws, temperature)
