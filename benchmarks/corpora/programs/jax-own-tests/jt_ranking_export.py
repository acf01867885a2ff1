import jax
import jax.numpy as jnp


@jax.jit
def top_scores(scores, bonus):
    adjusted = scores + bonus
    order = jnp.argsort(-adjusted)
    return {"order": order.tolist(), "best": adjusted.max()}


scores = jnp.array([3.0, 9.0, 1.0, 7.0])
result = top_scores(scores, jnp.array([0.0, -5.0, 0.5, 1.0]))
print(result)
