import jax

from .cells import init_cell
from .data import make_sequences
from .train import optimizer, train_step


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    xs, targets = make_sequences(k_data, length=20, batch=8, dim=2)
    params = init_cell(k_init, dim=2, hidden=16)
    opt_state = optimizer.init(params)
    for _ in range(30):
        params, opt_state, loss = train_step(params, opt_state, xs, targets, warmup=6)
    print(f"forecast loss {float(loss):.4f}")


main()
