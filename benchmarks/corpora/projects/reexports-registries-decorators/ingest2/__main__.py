"""Train on synthetic records and report accuracy."""

from ingest2 import data, train


def main():
    raw, labels = data.make_records(640)
    params = train.fit(raw, labels)
    acc = train.accuracy(params, data.preprocess(raw), labels)
    print(f"accuracy {float(acc):.3f}")


if __name__ == "__main__":
    main()
