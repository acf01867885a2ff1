from . import fit, loader, report


def main():
    rows = loader.make_rows(400)
    table, present, labels = loader.columnize(rows)
    X, w, b, losses, moments = fit.run(table, present, labels)
    print(report.summarize(X, w, b, losses, labels, moments))


if __name__ == "__main__":
    main()
