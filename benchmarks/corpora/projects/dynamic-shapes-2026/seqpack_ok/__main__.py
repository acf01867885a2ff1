from typing import Any

import jax

from . import data, model, train

CONFIG: dict[str, Any] = {"dim": 16, "hidden": 32, "lr": 0.5, "steps": 150, "n_train": 256, "seed": 0}


def main() -> None:
    sentences, labels = data.make_sentences(CONFIG["n_train"], CONFIG["seed"])
    tokens, lengths = data.pad_batch(sentences)
    params = model.init_params(jax.random.PRNGKey(CONFIG["seed"]), CONFIG["dim"], CONFIG["hidden"])
    update = train.make_update(CONFIG["lr"])
    for step in range(CONFIG["steps"]):
        params, loss = update(params, tokens, lengths, labels)
        if step % 50 == 0:
            print(f"step {step:3d} loss {float(loss):.4f}")
    print(f"train accuracy {float(train.accuracy(params, tokens, lengths, labels)):.3f}")


if __name__ == "__main__":
    main()
