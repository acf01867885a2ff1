import jax

from .config import OptimConfig
from .train import create_state, train_step


def main() -> None:
    cfg = OptimConfig()
    kx, kp = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (32, 4))
    y = jax.numpy.tanh(x @ jax.numpy.arange(1.0, 5.0))
    state = create_state(kp, cfg, in_dim=4)
    for _ in range(cfg.total_steps):
        state, loss = train_step(state, x, y)
    print(f"after {int(state.step)} steps loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
