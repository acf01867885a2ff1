"""Long-only weight optimisation with optax, and the rebalance step."""
import jax
import jax.numpy as jnp
import optax
from jax import lax


def optimize_weights(mu, cov, risk_aversion, steps, learning_rate):
    opt = optax.adam(learning_rate)

    def objective(logits):
        w = jax.nn.softmax(logits)
        return -(w @ mu) * 252 + 0.5 * risk_aversion * (w @ cov @ w) * 252

    def body(carry, _):
        logits, opt_state = carry
        grads = jax.grad(objective)(logits)
        updates, opt_state = opt.update(grads, opt_state)
        return (optax.apply_updates(logits, updates), opt_state), None

    logits0 = jnp.zeros_like(mu)
    (logits, _), _ = lax.scan(body, (logits0, opt.init(logits0)), None, length=steps)
    return jax.nn.softmax(logits)


def rebalance(strategy, window, prev_weights, cost):
    target = strategy.allocate(window, prev_weights)
    turnover = jnp.sum(jnp.abs(target - prev_weights))
    return target, cost * turnover
