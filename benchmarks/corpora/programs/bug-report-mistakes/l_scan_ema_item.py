"""Smooths a noisy loss curve with a bias-corrected exponential moving average."""
import jax
import jax.numpy as jnp
from jax import lax

DECAY = 0.9


def ema_step(carry, loss):
    avg, step = carry
    step = step + 1
    avg = DECAY * avg + (1.0 - DECAY) * loss
    corrected = avg / (1.0 - DECAY ** step)
    print("running average", corrected.item())
    return (avg, step), corrected


def smooth(losses):
    init = (jnp.zeros(()), jnp.zeros((), jnp.int32))
    _, smoothed = lax.scan(ema_step, init, losses)
    return smoothed


steps = jnp.arange(20.0)
losses = 2.0 * jnp.exp(-steps / 5.0) + 0.1 * jnp.sin(3.0 * steps)
print(smooth(losses))
