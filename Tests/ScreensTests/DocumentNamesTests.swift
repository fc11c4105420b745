@testable import Screens
import Testing

/// Documents that share a file name in one run (an app's storyboard in each language's `*.lproj`, a `Main`
/// storyboard per target) get output names of their own, made from their nearest folders; a name no other
/// document has stays as it is.
@Suite struct DocumentNamesTests {
    @Test func documentsOfOneNameAreSetApartByTheirFolders() {
        let paths = ["App/Base.lproj/Login.storyboard", "App/Base.lproj/Main.storyboard", "App/zh-Hans.lproj/Main.storyboard",
                     "Share/Base.lproj/Main.storyboard", "Templates/main.yml"]
        #expect(SceneNames.documentNames(for: paths) == [
            "App/Base.lproj/Login.storyboard": "login",
            // One folder does not set the three apart (two are in `Base.lproj`); two do.
            "App/Base.lproj/Main.storyboard": "main-base-lproj-app",
            "App/zh-Hans.lproj/Main.storyboard": "main-zh-hans-lproj-app",
            "Share/Base.lproj/Main.storyboard": "main-base-lproj-share",
        ])
    }

    /// Folders whose names make the same slug (names in scripts other than Latin become `scene`) cannot set
    /// documents apart: they are numbered in path order instead, and no name is given twice.
    @Test func documentsTheirFoldersCannotSetApartAreNumbered() {
        let paths = ["计算器/Base.lproj/Main.storyboard", "超级猜图/Base.lproj/Main.storyboard", "Main.storyboard"]
        let names = SceneNames.documentNames(for: paths)
        #expect(names == ["计算器/Base.lproj/Main.storyboard": "main-1", "超级猜图/Base.lproj/Main.storyboard": "main-2",
                          "Main.storyboard": "main-3"])
    }
}
