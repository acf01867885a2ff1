import jax.numpy as jnp


def load_balance_loss(probs):
    n_experts = probs.shape[-1]
    assignment = jnp.mean(jnp.eye(n_experts)[jnp.argmax(probs, axis=-1)], axis=0)
    importance = jnp.mean(probs, axis=0)
    return n_experts * jnp.sum(assignment * importance)


def moe_loss(model, x, y, balance_weight):
    pred, probs = model(x)
    mse = jnp.mean((pred - y) ** 2)
    return mse + balance_weight * load_balance_loss(probs), mse
