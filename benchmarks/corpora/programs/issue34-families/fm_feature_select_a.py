import jax
import jax.numpy as jnp
import numpy as np

feature_names = np.array(["age", "height", "weight", "income", "score"])
importance = np.array([0.9, 0.1, 0.7, 0.05, 0.6])


@jax.jit
def selected_mean(x, threshold):
    keep = importance > threshold
    cols = np.arange(x.shape[1])[keep]
    return x[:, cols].mean(axis=1)


data = jnp.arange(20.0).reshape(4, 5)
print("row means over important features:", selected_mean(data, 0.5))
print("kept:", list(feature_names[importance > 0.5]))
ranked = sorted(zip(importance.tolist(), feature_names.tolist()), reverse=True)
print("ranking:", [name for _, name in ranked])
