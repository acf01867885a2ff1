import jax
import jax.numpy as jnp
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, n_features, n_classes, rngs):
        self.hidden = nnx.Linear(n_features, 16, rngs=rngs)
        self.head = nnx.Linear(16, n_classes, rngs=rngs)

    def __call__(self, x):
        logits = self.head(nnx.relu(self.hidden(x)))
        probs = jax.nn.softmax(logits, axis=-1)
        assert jnp.allclose(probs.sum(axis=-1), 1.0), "probabilities must sum to one"
        return probs


@nnx.jit
def predict(model, x):
    return model(x).argmax(axis=-1)


model = Classifier(5, 3, nnx.Rngs(0))
x = jax.random.normal(jax.random.PRNGKey(1), (8, 5))
print(predict(model, x))
