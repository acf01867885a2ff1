import jax.numpy as jnp


def penalty_table(cfg):
    return {e: cost / max(cfg.expert_cost) for e, cost in enumerate(cfg.expert_cost)}


def balance_penalty(gates, table):
    load = jnp.mean(gates, axis=0)
    busiest = jnp.argmax(load)
    weights = jnp.asarray([table[e] for e in range(load.shape[0])])
    weight = weights[busiest]
    return weight * (load[busiest] - 1.0 / load.shape[0]) ** 2


def aux_losses(gates, cfg):
    table = penalty_table(cfg)
    entropy = -jnp.mean(jnp.sum(gates * jnp.log(gates + 1e-9), axis=-1))
    return {"balance": cfg.balance_coef * balance_penalty(gates, table), "gate_entropy": entropy}
