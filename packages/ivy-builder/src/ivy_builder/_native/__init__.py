"""The only modules of ivy_builder that import frameworks: where work is handed to a framework's
own engine (its global random generator, its distributed runtime). Everything else composes
``ivy`` functions; ``tests/test_package.py`` checks that framework imports stay in here.
"""
