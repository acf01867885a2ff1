import jax

from .run import evaluate

key = jax.random.PRNGKey(0)
print(evaluate(key, jax.random.normal(key, (3, 4))))
