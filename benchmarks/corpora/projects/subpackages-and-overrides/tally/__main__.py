import jax

from tally import data, metrics, model, step


def main():
    params = model.init_params(5)
    for i, (x, y) in enumerate(data.make_batches(seed=3, n_batches=8, batch=32, dim=5)):
        params, stats = step.train_step(params, x, y, 0.5, i)
        metrics.log(stats)
    jax.effects_barrier()
    for name, value in sorted(metrics.summary().items()):
        print(name, round(value, 4))
    print("steps seen", metrics.SEEN_STEPS)


if __name__ == "__main__":
    main()
