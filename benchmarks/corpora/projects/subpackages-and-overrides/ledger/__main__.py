from ledger import data, metrics, model, step


def main():
    batches = data.make_batches(seed=0, n_batches=6, batch=16, dim=4)
    params = model.init_params(4)
    for x, y in batches:
        params, value = step.train_step(params, x, y, 0.1)
        metrics.record("loss", value)
    for name in metrics.names():
        print(name, float(metrics.mean_of(name)))


if __name__ == "__main__":
    main()
