import jax
import numpy as np

from . import config, data, models, train


def main():
    cfg = config.get_config()
    rng = np.random.default_rng(cfg["seed"])
    model = models.GCN(cfg["hidden"], cfg["num_layers"], cfg["num_classes"])
    graph = data.batch_graphs(rng, cfg)
    print("batch", data.summarize(graph))
    params = model.init(jax.random.PRNGKey(cfg["seed"]), graph)["params"]
    n_params = sum(p.size for p in jax.tree.leaves(params))
    print(f"{n_params} parameters")
    print("lr preview", train.schedules.preview(train.schedules.make_schedule(cfg), [0, 100, 250]))
    tx = train.build_optimizer(cfg)
    opt_state = tx.init(params)
    step_fn = train.make_step(model, tx)
    for step in range(cfg["steps"]):
        params, opt_state, logs = step_fn(params, opt_state, data.to_device(graph))
        print(step, {k: round(float(v), 5) for k, v in logs.items()})
        graph = data.batch_graphs(rng, cfg)

    eval_fn = train.make_eval(model)
    preds = eval_fn(params, data.to_device(graph))
    print(f"accuracy on a fresh batch {train.accuracy(preds, graph['labels']):.2f}")


if __name__ == "__main__":
    main()
