import jax.numpy as jnp


def debias(step, beta):
    power = 1.0
    for _ in range(step):
        power = power * beta
    return 1.0 - power * beta


def update_running_loss(state, loss, beta):
    running = beta * state.running_loss + (1.0 - beta) * loss
    corrected = running / debias(state.step, beta)
    return state.replace(running_loss=running), corrected


def reconstruction_error(pred, target):
    return jnp.mean(jnp.sum((pred - target) ** 2, axis=-1))


def latent_penalty(z, weight=1e-3):
    return weight * jnp.mean(jnp.sum(z ** 2, axis=-1))
