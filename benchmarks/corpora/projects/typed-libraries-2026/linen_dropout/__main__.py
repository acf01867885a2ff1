import jax

from .data import linearly_separable
from .model import Classifier
from .state import create_train_state
from .train import evaluate, train_epoch


def main() -> None:
    kx, ki, kd = jax.random.split(jax.random.PRNGKey(0), 3)
    x, y = linearly_separable(kx, n=48, dim=5)
    state = create_train_state(ki, Classifier(hidden=(32, 32), num_classes=2), in_dim=5, lr=0.05)
    for epoch in range(5):
        state, loss = train_epoch(state, x, y, jax.random.fold_in(kd, epoch))
    metrics = evaluate(state, x, y, kd)
    print(f"train loss {loss:.4f} eval {metrics}")


if __name__ == "__main__":
    main()
