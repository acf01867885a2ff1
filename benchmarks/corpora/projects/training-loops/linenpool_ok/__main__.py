import jax

from .data import batches, make_dataset
from .models import Classifier
from .train import create_state, train_step


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    x, y = make_dataset(k_data, 256, 8, 3)
    model = Classifier(hidden=32, num_classes=3)
    state = create_state(model, k_init, x[:2], 1e-2)
    for epoch in range(3):
        for xb, yb in batches(x, y, 64):
            state, loss = train_step(state, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


main()
