import jax

from . import data, model, train


def main():
    x, y = data.make_table(seed=3, n_rows=100, n_cols=4)
    params, history = train.run(x, y, epochs=5, batch_size=16)
    acc = jax.jit(model.accuracy)(params, data.standardize(x).astype("float32"), y)
    print(f"{len(history)} steps, last loss {history[-1]:.4f}, accuracy {float(acc):.3f}")


main()
